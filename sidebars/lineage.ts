import type {SidebarItems} from './types';

// Filled by the content of this area.
const lineage: SidebarItems = [];
export default lineage;
