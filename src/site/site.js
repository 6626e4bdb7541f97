/* Website Works published page script. Optional: the page works without it (see site.css). */
(function () {
  var doc = document;
  // Set before the body renders (load this in <head>) so the header starts transparent without a flash.
  doc.documentElement.classList.add('ww-js');

  function init() {
    var header = doc.querySelector('.ww-header');
    var toggle = doc.getElementById('ww-menu-toggle');
    function onScroll() {
      if (header) header.classList.toggle('scrolled', window.scrollY > 90);
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    if (!toggle) return;
    doc.addEventListener('click', function (event) {
      if (event.target.closest && event.target.closest('.ww-nav a')) toggle.checked = false;
    });
    doc.addEventListener('keydown', function (event) {
      if (event.key === 'Escape' && toggle.checked) {
        toggle.checked = false;
        toggle.focus();
      }
    });
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', init);
  else init();
})();
