import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import styles from './styles.module.css';
import type {Role} from '../../../data/schemas/person';

/** One entry of generated/champions.json or generated/guild.json: the type of data/schemas/person.ts. */
export type {Role};

/** Renders `code` spans written with backticks in the data (channel names such as `#troubleshoot`). */
export function InlineText({text}: {text: string}): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2 ? <code key={i}>{part.slice(1, -1)}</code> : part,
    );
}

function RoleCard({role, headingLevel}: {role: Role; headingLevel: 'h2' | 'h3'}): ReactNode {
  const headingId = `role-${role.id}`;
  return (
    <li className={styles.role} id={role.id}>
      <Heading as={headingLevel} id={headingId} className={styles.title}>
        {role.title}
      </Heading>
      <p className={styles.summary}>
        <InlineText text={role.summary} />
      </p>
      <p className={styles.label}>What they do</p>
      <ul>
        {role.activities.map((activity) => (
          <li key={activity}>
            <InlineText text={activity} />
          </li>
        ))}
      </ul>
      {role.recognition && role.recognition.length > 0 && (
        <>
          <p className={styles.label}>What the community gives back</p>
          <ul>
            {role.recognition.map((item) => (
              <li key={item}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className={styles.start}>
        <strong>First step: </strong>
        <InlineText text={role.getStarted} />
      </p>
    </li>
  );
}

/** The roles of a community program, as cards. */
export default function RoleList({roles, headingLevel = 'h3'}: {roles: Role[]; headingLevel?: 'h2' | 'h3'}): ReactNode {
  return (
    <ul className={styles.roles}>
      {roles.map((role) => (
        <RoleCard key={role.id} role={role} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
