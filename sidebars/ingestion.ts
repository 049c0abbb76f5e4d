import type {SidebarItems} from './types';

// Filled by the content of this area.
const ingestion: SidebarItems = [];
export default ingestion;
