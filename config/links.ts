/** External destinations used by the navbar, footer and site pages: one place to change them. */
export const marketingSiteUrl = 'https://datahub.com';
export const communitySlackUrl = 'https://datahub.com/slack';
export const youtubeUrl = 'https://www.youtube.com/channel/UC3qFQC5IiwR5fvWEqi_tJ5w';
export const blogUrl = 'https://medium.com/datahub-project';
export const demoUrl = 'https://demo.datahub.com/';
export const roadmapUrl = 'https://feature-requests.datahubproject.io/roadmap';
export const featureRequestsUrl = 'https://feature-requests.datahubproject.io/';
export const townhallCalendarUrl = 'https://lu.ma/datahub-events';
