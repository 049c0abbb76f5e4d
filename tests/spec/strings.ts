/**
 * The exact strings of the spec (../shared/spec.md), in one place. tests/e2e/specStrings.spec.ts finds each one
 * on the site and compares it exactly, case included: a label that reads "What is DataHub?" where the spec says
 * "What Is DataHub?" fails. Other tests import these constants instead of repeating the strings.
 */
export const SPEC = {
  // §2 Navigation bar
  navDocs: 'Docs',
  navIntegrations: 'Integrations',
  currentVersionLabel: 'Next',
  mobileBackToMainMenu: 'Back to main menu',
  // §2 Crash page
  crashTitle: 'This page crashed.',
  crashRetry: 'Try again',
  crashDocumentTitle: 'Page Error',
  // §3 Site config and announcement
  titleDelimiter: '|',
  tagline: 'The #1 Open Source Metadata Platform',
  announcementId: 'announcement-3',
  // 1.1.0 sidebar
  whatIsDataHub: 'What Is DataHub?',
  // §3 Search labels and screens
  searchPlaceholder: 'Search docs',
  searchButton: 'Search',
  clearQuery: 'Clear the query',
  cancel: 'Cancel',
  saveSearch: 'Save this search',
  removeFromHistory: 'Remove this search from history',
  removeFromFavorites: 'Remove this search from favorites',
  recentHeading: 'Recent',
  favoriteHeading: 'Favorite',
  noRecentSearches: 'No recent searches',
  noResultsFor: 'No results for',
  trySearchingFor: 'Try searching for',
  believeResults: 'Believe this query should return results?',
  letUsKnow: 'Let us know.',
  unableToFetch: 'Unable to fetch results',
  checkNetwork: 'You might want to check your network connection.',
  /** 'See all {count} results' */
  seeAllResults: (count: number) => `See all ${count} results`,
} as const;
