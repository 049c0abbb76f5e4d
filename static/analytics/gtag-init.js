// Google Analytics set-up (src/plugins/analyticsTags/gtag.ts): the tracking id comes from this script's data
// attribute, so the Content-Security-Policy allows this file by origin instead of a hash per id.
(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute('data-tracking-id');
  window.dataLayer = window.dataLayer || [];
  window.gtag = function gtag() {
    window.dataLayer.push(arguments);
  };
  if (!id) return;
  window.gtag('js', new Date());
  window.gtag('config', id, {});
})();
