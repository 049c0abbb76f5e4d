import type {SidebarItems} from './types';

// Filled by the content of this area.
const developers: SidebarItems = [];
export default developers;
