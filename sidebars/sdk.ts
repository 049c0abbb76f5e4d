import type {SidebarItems} from './types';

// Filled by the content of this area.
const sdk: SidebarItems = [];
export default sdk;
