/* Website Works page script. Optional: the page works without it. */
(function () {
  var doc = document;
  // Set before first paint (loaded in <head>): no header flash.
  doc.documentElement.classList.add('ww-js');

  function init() {
    var header = doc.querySelector('.ww-header');
    var toggle = doc.getElementById('ww-menu-toggle');
    function onScroll() {
      if (header) header.classList.toggle('scrolled', window.scrollY > 90);
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    doc.querySelectorAll('[data-ww-contact]').forEach(contactForm);
    doc.addEventListener('click', function (event) {
      var link = event.target.closest('a[href]');
      if (!link) return;
      if (toggle && link.closest('.ww-nav')) toggle.checked = false;
      // Counts CTA, phone and e-mail clicks: nothing about the visitor.
      var kind = link.dataset.wwClick || link.protocol;
      if (/^(cta|tel:|mailto:)$/.test(kind)) navigator.sendBeacon('event', kind);
    });
    doc.addEventListener('keydown', function (event) {
      if (event.key !== 'Escape') return;
      if (toggle && toggle.checked) {
        toggle.checked = false;
        toggle.focus();
      }
      if (/^#gallery-photo-/.test(location.hash)) location.hash = 'gallery';
    });
  }

  // Sends the form in place, with the time since load: people take a while.
  function contactForm(form) {
    var status = form.querySelector('p');
    function show(error, text) {
      form.className = 'ww-form' + error;
      status.textContent = text;
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      form.elements.elapsed.value = performance.now() | 0;
      show(' ww-form--busy', '');
      fetch(form.action, { method: 'POST', body: new URLSearchParams(new FormData(form)) })
        .then(function (res) {
          return res.json().then(function (body) {
            if (!res.ok) throw body;
            form.reset();
            show(' ww-form--sent', form.dataset.thanks);
          });
        })
        .catch(function (body) {
          show(' ww-form--error', (body && body.errorMessage) || form.dataset.failed);
          if (body && body.field) form.elements[body.field].focus();
        });
    });
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', init);
  else init();
})();
