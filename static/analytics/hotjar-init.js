// Hotjar session replay loader (config/thirdParty.ts): the site id comes from this script's data attribute, so the
// Content-Security-Policy allows this file by origin instead of a hash per id.
(function () {
  var script = document.currentScript;
  var id = Number(script && script.getAttribute('data-site-id'));
  if (!id) return;
  window.hj =
    window.hj ||
    function () {
      (window.hj.q = window.hj.q || []).push(arguments);
    };
  window._hjSettings = {hjid: id, hjsv: 6};
  var tag = document.createElement('script');
  tag.async = true;
  tag.src = 'https://static.hotjar.com/c/hotjar-' + id + '.js?sv=6';
  document.head.appendChild(tag);
})();
