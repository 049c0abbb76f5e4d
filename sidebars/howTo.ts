import type {SidebarItems} from './types';

// Filled by the content of this area.
const howTo: SidebarItems = [];
export default howTo;
