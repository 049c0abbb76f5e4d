import type {SidebarItems} from './types';

// Filled by the content of this area.
const troubleshooting: SidebarItems = [];
export default troubleshooting;
