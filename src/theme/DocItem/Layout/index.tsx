import React, {type ReactNode} from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {InDocPage} from '@site/src/theme/DocBreadcrumbs/inDocPage';

type Props = WrapperProps<typeof LayoutType>;

/** Tells the parts it renders (the breadcrumbs) that they are on a doc page, where useDoc() has a doc. */
export default function LayoutWrapper(props: Props): ReactNode {
  return (
    <InDocPage.Provider value>
      <Layout {...props} />
    </InDocPage.Provider>
  );
}
