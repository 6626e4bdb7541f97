/* Website Works page script. Optional: the page works without it. */
(function () {
  var doc = document;
  // Set before first paint (loaded in <head>): no header flash.
  doc.documentElement.classList.add('ww-js');

  // Lazy pictures wait until the hero is painted (decisions 0028, 0035): the browser fetches those within
  // 1250-2500 px of the screen at once, sharing a phone's bandwidth with the hero. No script: native lazy.
  var held = [];
  var hero;
  var timed = ((window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []).indexOf('element') >= 0;
  function hold(records) {
    records.forEach(function (record) {
      record.addedNodes.forEach(function (img) {
        if (img.tagName !== 'IMG') return;
        if (img.getAttribute('fetchpriority') === 'high') {
          hero = img;
          img.setAttribute('elementtiming', 'ww-hero');
          img.addEventListener('error', release);
        }
        if (img.loading !== 'lazy') return;
        [].forEach.call(img.parentNode.children, function (el) {
          if (el !== img && el.tagName !== 'SOURCE') return;
          held.push([el, el.getAttribute('srcset'), el.getAttribute('src')]);
          el.removeAttribute('srcset');
          el.removeAttribute('src');
        });
      });
    });
  }
  var holder = new MutationObserver(hold);
  holder.observe(doc.documentElement, { childList: true, subtree: true });
  function release() {
    holder.disconnect();
    held.forEach(function (h) {
      if (h[1] !== null) h[0].setAttribute('srcset', h[1]);
      if (h[2] !== null) h[0].setAttribute('src', h[2]);
    });
    held = [];
  }
  if (timed) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.identifier === 'ww-hero') release();
      });
    }).observe({ type: 'element', buffered: true });
  }
  // Where no paint will be reported (no Element Timing, no hero on screen, a page hidden before it),
  // a second after the next frame (none while hidden).
  function later() {
    requestAnimationFrame(function () {
      setTimeout(release, 1000);
    });
  }
  function whenHidden() {
    if (doc.hidden) later();
  }
  whenHidden();
  doc.addEventListener('visibilitychange', whenHidden);
  window.addEventListener('load', function () {
    var box = hero && hero.naturalWidth && hero.getBoundingClientRect();
    if (!timed || !box || box.bottom <= 0 || box.top >= innerHeight) later();
  });
  ['scroll', 'keydown', 'pointerdown'].forEach(function (type) {
    window.addEventListener(type, release, { once: true, passive: true });
  });

  function init() {
    // disconnect() drops records not yet delivered: hold those first.
    hold(holder.takeRecords());
    holder.disconnect();
    var header = doc.querySelector('.ww-header');
    var toggle = doc.getElementById('ww-menu-toggle');
    function onScroll() {
      if (header) header.classList.toggle('scrolled', window.scrollY > 90);
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    if (header) {
      fitHeader(header);
      if (window.ResizeObserver) new ResizeObserver(function () { fitHeader(header); }).observe(header);
      if (doc.fonts) doc.fonts.ready.then(function () { fitHeader(header); });
    }
    doc.querySelectorAll('[data-ww-contact]').forEach(contactForm);
    booking(doc.querySelector('.ww-booking'));
    doc.addEventListener('click', function (event) {
      var link = event.target.closest('a[href]');
      if (!link) return;
      if (toggle && link.closest('.ww-nav')) toggle.checked = false;
      // Counts CTA, phone, e-mail and call-bar taps: nothing about the visitor.
      var kind = link.dataset.wwClick || link.protocol;
      if (/^(cta|whatsapp|directions|book|quote|tel:|mailto:)$/.test(kind)) navigator.sendBeacon('event', kind);
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

  // The header's menu entries that wrapped off its one row go to the menu button's list (decision 0039;
  // src/site/header-fit.ts does the same in the editor: keep the two alike).
  function fitHeader(header) {
    var nav = header.querySelector('.ww-nav');
    var list = nav && nav.querySelector('.ww-nav__list');
    if (!list) return;
    var inline = [].slice.call(list.children);
    var panel = [].slice.call(nav.querySelector('.ww-nav__panel').children);
    function measure() {
      var box = list.getBoundingClientRect();
      return inline.map(function (item) {
        var rect = item.getBoundingClientRect();
        return rect.top >= box.bottom - 1 || rect.left < box.left - 1 || rect.right > box.right + 1;
      });
    }
    inline.forEach(function (item) { item.classList.remove('ww-nav__item--out'); });
    if (getComputedStyle(list).display === 'none') {
      nav.classList.remove('ww-nav--fits');
      panel.forEach(function (item) { item.classList.remove('ww-nav__item--in'); });
      return;
    }
    nav.classList.add('ww-nav--fits');
    var out = measure();
    if (out.indexOf(true) >= 0) {
      nav.classList.remove('ww-nav--fits');
      out = measure();
    }
    inline.forEach(function (item, i) { item.classList.toggle('ww-nav__item--out', out[i]); });
    panel.forEach(function (item, i) { item.classList.toggle('ww-nav__item--in', !out[i]); });
  }

  // Sends the form in place (photos as multipart), with the time since load: people take a while.
  function contactForm(form) {
    var status = form.querySelector('.ww-form__status');
    // The message's length against its limit as the visitor types: nothing is cut, the host refuses more.
    var box = form.querySelector('[data-max]'), count = form.querySelector('[data-count]');
    var lang = doc.documentElement.lang; // numbers as the page's language writes them (decision 0062)
    if (count) box.oninput = function () {
      var n = box.value.length, over = n - box.dataset.max;
      count.textContent = count.dataset[over > 0 ? 'over' : 'count'].replace('{n}', n.toLocaleString(lang)).replace('{over}', over.toLocaleString(lang));
      count.classList.toggle('ww-form__hint--over', over > 0);
    };
    function show(error, text) {
      form.className = 'ww-form' + error;
      status.textContent = text;
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      form.elements.elapsed.value = performance.now() | 0;
      show(' ww-form--busy', '');
      var data = new FormData(form);
      fetch(form.action, { method: 'POST', body: form.enctype[0] == 'm' ? data : new URLSearchParams(data) })
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

  // Booking (issue 25): a choice shows the next step in place; a request sends the time since load.
  function booking(card) {
    if (!card) return;
    card.addEventListener('change', function (event) {
      var form = event.target.form, name = event.target.name;
      if (form && form.method == 'get') fetch(form.action + '?' + new URLSearchParams(new FormData(form))).then(function (res) { return res.text(); }).then(function (html) {
        card.innerHTML = new DOMParser().parseFromString(html, 'text/html').querySelector('.ww-booking').innerHTML;
        card.querySelector('[name="' + name + '"]:checked,select[name="' + name + '"]').focus();
      });
    });
    card.addEventListener('submit', function (event) {
      var e = event.target.elements.elapsed;
      if (e) e.value = performance.now() | 0;
    });
  }

  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', init);
  else init();
})();
