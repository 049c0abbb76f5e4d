import type {SidebarItems} from './types';

// Filled by the content of this area.
const metadataModel: SidebarItems = [];
export default metadataModel;
