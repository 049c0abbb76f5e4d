// Google Tag Manager loader (src/plugins/analyticsTags/tagManager.ts): the container id comes from this script's
// data attribute, so the Content-Security-Policy allows this file by origin instead of a hash per id.
(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute('data-container-id');
  window.dataLayer = window.dataLayer || [];
  if (!id) return;
  window.dataLayer.push({'gtm.start': new Date().getTime(), event: 'gtm.js'});
  var tag = document.createElement('script');
  tag.async = true;
  tag.src = 'https://www.googletagmanager.com/gtm.js?id=' + encodeURIComponent(id);
  document.head.appendChild(tag);
})();
