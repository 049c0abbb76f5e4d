import type {SidebarItems} from './types';

// Filled by the content of this area.
const governance: SidebarItems = [];
export default governance;
