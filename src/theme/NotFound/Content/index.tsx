import React, {type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import Helpful404 from '@site/src/components/Helpful404';

type Props = WrapperProps<typeof ContentType>;

/** The original "Page Not Found" text, then the moved-page redirect or the closest pages. */
export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Content {...props} />
      <Helpful404 />
    </>
  );
}
