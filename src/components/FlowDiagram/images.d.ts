// The flow diagrams are imported through the ideal-image plugin's loader, which turns a PNG into a responsive
// image description. Declared per file so that no global `*.png` declaration is needed.
/// <reference types="@docusaurus/plugin-ideal-image" />

declare module '@site/static/img/diagrams/datahub-flow-light.png' {
  import type {Props} from '@theme/IdealImage';
  const image: Props['img'];
  export default image;
}

declare module '@site/static/img/diagrams/datahub-flow-dark.png' {
  import type {Props} from '@theme/IdealImage';
  const image: Props['img'];
  export default image;
}
