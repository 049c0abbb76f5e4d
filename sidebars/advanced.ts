import type {SidebarItems} from './types';

// Filled by the content of this area.
const advanced: SidebarItems = [];
export default advanced;
