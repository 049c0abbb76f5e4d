import type {SidebarItems} from './types';

// Filled by the content of this area.
const api: SidebarItems = [];
export default api;
