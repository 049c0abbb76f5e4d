import type {SidebarItems} from './types';

// Filled by the content of this area.
const actions: SidebarItems = [];
export default actions;
