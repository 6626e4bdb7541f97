import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePhoto } from './test-images';

/*
 * Builder-shaped multi-page sites for moving in (issue 29, decision 0064): a home page, a services or
 * prices page and a reviews or gallery page each, laid out and marked up as Wix, Squarespace, GoDaddy,
 * WordPress and Google's old Business Profile sites do (JSON-LD or microdata, heavy inline scripts,
 * data-src lazy images, srcset). Image addresses are the builders' shapes on the site's own host, and
 * every one is answered with a small real JPEG, so the photos go through the image pipeline.
 */

export interface BuilderSite {
  builder: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  hours: string;
  trade: string;
  services: string[];
  reviewers: string[];
  pages: Record<string, string>;
}

const SCRIPT = (what: string) => `<script>${what}(function(){var q=[];for(var i=0;i<500;i++){q.push(i*2)}window.__q=q;})();</script>`;
const nav = (links: [string, string][]) => `<nav>${links.map(([href, text]) => `<a href="${href}">${text}</a>`).join(' ')}</nav>`;

const wix: BuilderSite = {
  builder: 'Wix',
  name: 'Bright Spark Electrical',
  phone: '(253) 555-0148',
  email: 'office@brightsparkelectric.com',
  address: '1820 Pacific Ave\nTacoma, WA 98402',
  hours: 'Mon 07:00–16:30, Tue 07:00–16:30, Wed 07:00–16:30, Thu 07:00–16:30, Fri 07:00–16:30, Sat closed, Sun closed',
  trade: 'electrician',
  services: ['Panel upgrades', 'EV chargers', 'Lighting', 'Fault finding'],
  reviewers: ['Rachel M.', 'Derek O.', 'Sun-Hee K.'],
  pages: {},
};
{
  const head = (title: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} | Bright Spark Electrical</title>
<meta name="generator" content="Wix.com Website Builder"><meta property="og:site_name" content="Bright Spark Electrical">
<script type="application/ld+json">{"@context":"https://schema.org/","@type":"LocalBusiness","name":"Bright Spark Electrical","address":{"@type":"PostalAddress","streetAddress":"1820 Pacific Ave","addressLocality":"Tacoma","addressRegion":"WA","postalCode":"98402","addressCountry":"US"},"telephone":"(253) 555-0148","email":"office@brightsparkelectric.com","description":"Family-run electricians in Tacoma since 2011: panel upgrades, EV chargers, lighting and fault finding."}</script>
${SCRIPT('var wixBiSession = {"viewerSessionId":"x"};')}</head><body><div id="SITE_CONTAINER">${nav([['/', 'Home'], ['/services', 'Services'], ['/reviews', 'Reviews']])}`;
  const img = (id: string, alt: string) =>
    `<wow-image><img src="/media/${id}~mv2.jpg/v1/fill/w_147,h_98,al_c,q_80,blur_2/${id}~mv2.jpg" data-src="/media/${id}~mv2.jpg/v1/fill/w_1200,h_800/${id}~mv2.jpg" width="1200" height="800" alt="${alt}"></wow-image>`;
  const service = (t: string, d: string, p: string) => `<div class="wixui-repeater__item"><h3 class="font_4">${t}</h3><p class="font_8">${d}</p><p class="font_8">${p}</p></div>`;
  const review = (q: string, who: string) => `<div class="testimonial"><p class="font_8">“${q}”</p><p class="font_9">${who}</p></div>`;
  wix.pages = {
    '/': `${head('Home')}<h1 class="font_0">BRIGHT SPARK ELECTRICAL</h1><p class="font_8">Call us: <a href="tel:2535550148">253-555-0148</a></p>
<section class="wixui-section"><p class="font_8">Mon - Fri: 7:00 am - 4:30 pm</p><p class="font_8">Sat: Closed</p></section>${img('a1b2c3', 'New panel install')}${img('d4e5f6', 'Our van')}</div></body></html>`,
    '/services': `${head('Services')}<section id="comp-services" class="wixui-section">${service('Panel upgrades', '200 A panels with permit and inspection.', 'From $1,800')}${service('EV chargers', 'Level 2 chargers fitted in a day.', 'From $650')}${service('Lighting', 'Recessed, pendant and outdoor lighting.', 'From $180')}${service('Fault finding', 'Tripping breakers and dead outlets traced.', '$120 per visit')}</section>${img('g7h8i9', 'EV charger in a garage')}</div></body></html>`,
    '/reviews': `${head('Reviews')}<section class="wixui-section">${review('Fast, tidy and the price was the price.', 'Rachel M.')}${review('Our EV charger was working by lunchtime.', 'Derek O.')}${review('Found a fault two others missed.', 'Sun-Hee K.')}</section>${img('j1k2l3', 'Kitchen lighting')}</div></body></html>`,
  };
}

const squarespace: BuilderSite = {
  builder: 'Squarespace',
  name: 'Petal & Stem Florist',
  phone: '+1 303 555 0117',
  email: 'hello@petalandstem.com',
  address: '2030 Pearl Street\nBoulder, CO, 80302',
  hours: 'Mon 09:00–18:00, Tue 09:00–18:00, Wed 09:00–18:00, Thu 09:00–18:00, Fri 09:00–18:00, Sat 10:00–16:00, Sun closed',
  trade: 'other',
  services: ['Wedding flowers', 'Same-day delivery', 'Weekly subscriptions', 'Funeral tributes'],
  reviewers: ['Ana & Ben', 'Marcus L.', 'Joy T.'],
  pages: {},
};
{
  const head = (title: string) => `<!doctype html><html lang="en-US"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Petal &amp; Stem Florist</title>
<meta property="og:site_name" content="Petal &amp; Stem Florist"/>
<script type="application/ld+json">{"url":"https://www.petalandstem.com","name":"Petal & Stem Florist","@context":"http://schema.org","@type":"WebSite"}</script>
<script type="application/ld+json">{"legalName":"Petal & Stem Florist LLC","address":"2030 Pearl Street\\nBoulder, CO, 80302\\nUnited States","email":"hello@petalandstem.com","telephone":"+1 303 555 0117","@context":"http://schema.org","@type":"Organization","name":"Petal & Stem Florist"}</script>
<script type="application/ld+json">{"address":"2030 Pearl Street\\nBoulder, CO, 80302\\nUnited States","name":"Petal & Stem Florist","openingHours":"Mo 09:00-18:00, Tu 09:00-18:00, We 09:00-18:00, Th 09:00-18:00, Fr 09:00-18:00, Sa 10:00-16:00","@context":"http://schema.org","@type":"LocalBusiness"}</script>
${SCRIPT('Static.SQUARESPACE_CONTEXT = {"websiteId":"5f"};')}</head><body class="sqs-layout"><header class="Header"><a href="/" class="Header-branding">Petal &amp; Stem</a>${nav([['/services', 'Services'], ['/gallery', 'Gallery']])}</header>`;
  const img = (id: string, alt: string) => `<img data-src="/content/v1/5f/${id}.jpg" data-image-dimensions="2000x1333" width="2000" height="1333" alt="${alt}">`;
  const quote = (q: string, who: string) => `<blockquote class="sqs-block-quote"><p>“${q}”</p><figcaption>— ${who}</figcaption></blockquote>`;
  squarespace.pages = {
    '/': `${head('Flowers for every day in Boulder')}<main class="Index"><div class="sqs-block-content"><h2>Flowers for every day</h2><p><a href="mailto:hello@petalandstem.com">hello@petalandstem.com</a></p></div>
<div class="sqs-block-content">${quote('The flowers for our wedding were better than we imagined.', 'Ana &amp; Ben')}${quote('Same-day delivery saved my anniversary.', 'Marcus L.')}${quote('The weekly bouquet is the best part of my Monday.', 'Joy T.')}</div></main></body></html>`,
    '/services': `${head('Services')}<section class="page-section"><div class="sqs-block-content">
<h3>Wedding flowers</h3><p>Bridal bouquets, buttonholes and table flowers. From $350</p>
<h3>Same-day delivery</h3><p>Order by noon for delivery across Boulder. $15</p>
<h3>Weekly subscriptions</h3><p>A fresh seasonal bouquet every week. From $45</p>
<h3>Funeral tributes</h3><p>Wreaths and sprays made with care. From $120</p></div></section></body></html>`,
    '/gallery': `${head('Gallery')}<section class="page-section"><div class="sqs-gallery">${img('peonies', 'Peonies in the shop window')}${img('bouquet', 'A summer bouquet')}${img('wedding-arch', 'A wedding arch')}${img('wreath', 'An autumn wreath')}</div></section></body></html>`,
  };
}

const wordpress: BuilderSite = {
  builder: 'WordPress',
  name: 'Haywood & Sons Roofing',
  phone: '+441134960000',
  email: 'info@haywoodroofing.co.uk',
  address: 'Unit 4, Kirkstall Road\nLeeds LS4 2AZ',
  hours: 'Mon 08:00–17:30, Tue 08:00–17:30, Wed 08:00–17:30, Thu 08:00–17:30, Fri 08:00–17:30, Sat 09:00–12:00, Sun closed',
  trade: 'roofer',
  services: ['Roof repairs', 'Guttering', 'Flat roofs', 'Chimney repairs'],
  reviewers: ['Gary, Headingley', 'Susan P., Horsforth', 'Imran A.'],
  pages: {},
};
{
  const head = (title: string) => `<!DOCTYPE html><html lang="en-GB"><head><meta charset="UTF-8"><title>${title} - Haywood &amp; Sons Roofing</title><meta name="generator" content="WordPress 6.4.2">
<script type="application/ld+json" class="yoast-schema-graph">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"${title} - Haywood & Sons Roofing"},{"@type":"WebSite","name":"Haywood & Sons Roofing"},{"@type":"Organization","name":"Haywood &amp; Sons Roofing","sameAs":["https://www.facebook.com/haywoodroofing"]}]}</script>
${SCRIPT('var wpApiSettings = {"root":"/wp-json/"};')}</head><body class="page wp-embed-responsive"><div id="page" class="site"><header class="site-header"><p class="site-title"><a href="/" rel="home">Haywood &amp; Sons Roofing</a></p>${nav([['/services/', 'Services'], ['/testimonials/', 'Testimonials']])}</header>`;
  const foot = `<footer class="site-footer"><p>Call <a href="tel:+441134960000">0113 496 0000</a> · <a href="mailto:info@haywoodroofing.co.uk?subject=Quote">Email us</a></p><address>Unit 4, Kirkstall Road<br>Leeds LS4 2AZ</address></footer></div></body></html>`;
  const img = (name: string, alt: string) =>
    `<figure class="wp-block-image size-large"><img decoding="async" loading="lazy" width="1024" height="683" src="/wp-content/uploads/2023/05/${name}-1024x683.jpg" srcset="/wp-content/uploads/2023/05/${name}-1024x683.jpg 1024w, /wp-content/uploads/2023/05/${name}.jpg 2048w" alt="${alt}"></figure>`;
  const quote = (q: string, who: string) => `<blockquote class="wp-block-quote"><p>${q}</p><cite>${who}</cite></blockquote>`;
  wordpress.pages = {
    '/': `${head('Home')}<div class="entry-content"><p>Roofers in Leeds for thirty years.</p>${img('slate-roof', 'A new slate roof')}${img('flat-roof', 'A flat roof in Kirkstall')}<div class="wp-block-group"><p>Opening times: Monday to Friday 8.00 - 17.30, Saturday 9.00 - 12.00</p></div></div>${foot}`,
    '/services/': `${head('Services')}<div class="entry-content"><div class="wp-block-group services"><h3 class="wp-block-heading">Roof repairs</h3><p>Slipped slates, leaks and flashing put right. From £120</p><h3 class="wp-block-heading">Guttering</h3><p>Gutters cleared, repaired and replaced. £80</p><h3 class="wp-block-heading">Flat roofs</h3><p>EPDM and felt flat roofs with a 20-year guarantee. From £950</p><h3 class="wp-block-heading">Chimney repairs</h3><p>Repointing, flaunching and leadwork. From £250</p></div>${img('chimney', 'Chimney repointed')}${img('gutters', 'New gutters')}</div>${foot}`,
    '/testimonials/': `${head('Testimonials')}<div class="entry-content">${quote('Quick to come out and fixed our leak the same day.', 'Gary, Headingley')}${quote('Tidy, polite and on budget for the whole roof.', 'Susan P., Horsforth')}${quote('Sorted our gutters before the storm.', 'Imran A.')}<figure class="wp-block-image"><img width="1024" height="683" src="https://www.shutterstock.com/image-photo/roofer-1024.jpg" alt="Roofer at work"></figure></div>${foot}`,
  };
}

const godaddy: BuilderSite = {
  builder: 'GoDaddy',
  name: 'Sunny Paws Dog Grooming',
  phone: '(480) 555-0199',
  email: 'book@sunnypaws.com',
  address: '455 W Main St\nMesa, AZ 85201',
  hours: 'Mon closed, Tue 09:00–17:00, Wed 09:00–17:00, Thu 09:00–17:00, Fri 09:00–17:00, Sat 08:00–12:00, Sun closed',
  trade: 'dog-groomer',
  services: ['Bath & brush', 'Full groom', 'Puppy first groom', 'Nail trim'],
  reviewers: ['Kim T.', 'Oscar V.', 'Lena H.'],
  pages: {},
};
{
  const head = (title: string) => `<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><title>${title} | Sunny Paws Dog Grooming</title><meta name="generator" content="Starfield Technologies; Go Daddy Website Builder 8.0.0000">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Sunny Paws Dog Grooming","telephone":"(480) 555-0199","email":"book@sunnypaws.com","address":{"@type":"PostalAddress","streetAddress":"455 W Main St","addressLocality":"Mesa","addressRegion":"AZ","postalCode":"85201","addressCountry":"US"},"openingHours":["Tu-Fr 09:00-17:00","Sa 08:00-12:00"]}</script>
${SCRIPT('window.wsb=window.wsb||{};wsb["Theme"]={"config":{}};')}</head><body><div data-ux="Page"><div data-ux="Header">${nav([['/', 'Home'], ['/services', 'Services'], ['/reviews', 'Reviews']])}</div>`;
  const img = (id: string, alt: string) =>
    `<div data-ux="Section"><img data-ux="Image" data-srclazy="//HOST/isteam/ip/abc123/${id}.jpg" src="/isteam/ip/abc123/${id}.jpg/:/rs=w:1200,h:800" width="1200" height="800" alt="${alt}"></div>`;
  const card = (t: string, d: string) => `<div data-ux="ContentCard"><h4 data-ux="ContentCardHeading">${t}</h4><p>${d}</p></div>`;
  const review = (q: string, who: string) => `<div data-ux="ContentCard" class="review"><p>“${q}”</p><p>${who}</p></div>`;
  godaddy.pages = {
    '/': `${head('Home')}<div data-ux="Section"><h1 data-ux="HeroHeading">Sunny Paws Dog Grooming</h1><p>Gentle dog grooming in Mesa.</p></div>${img('groom-1', 'A freshly groomed poodle')}${img('groom-2', 'Bath time')}</div></body></html>`,
    '/services': `${head('Services')}<div data-ux="Section" id="services"><h2 data-ux="SectionHeading">Services &amp; prices</h2>${card('Bath &amp; brush', 'Shampoo, blow-dry, brush-out and nails. $45')}${card('Full groom', 'Bath, haircut to your style and nails. $75')}${card('Puppy first groom', 'A gentle first visit for puppies. $35')}${card('Nail trim', 'Nails clipped and filed. $15')}</div>${img('groom-3', 'A schnauzer after a full groom')}</div></body></html>`,
    '/reviews': `${head('Reviews')}<div data-ux="Section" id="reviews">${review('Bella came home looking like a show dog.', 'Kim T.')}${review('Patient with our nervous rescue.', 'Oscar V.')}${review('Always on time and so kind.', 'Lena H.')}</div>${img('groom-4', 'Puppy in a towel')}</div></body></html>`,
  };
}

const google: BuilderSite = {
  builder: 'Google’s old profile site',
  name: 'Corner Crumb Bakery',
  phone: '(512) 555-0143',
  email: 'orders@cornercrumb.com',
  address: '1201 E 6th St\nAustin, TX 78702',
  hours: 'Mon 07:00–15:00, Tue 07:00–15:00, Wed 07:00–15:00, Thu 07:00–15:00, Fri 07:00–15:00, Sat 07:00–15:00, Sun closed',
  trade: 'bakery',
  services: ['Celebration cakes', 'Sourdough loaves', 'Pastry boxes', 'Wholesale bread'],
  reviewers: ['Luis P.', 'Sam W.', 'Hannah B.'],
  pages: {},
};
{
  const head = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
${SCRIPT(`AF_initDataCallback({key:'ds:0',data:[[["Corner Crumb Bakery",null,[["0x0:0x1"]],"Austin"]]],sideChannel:{}});`)}</head><body>${nav([['/', 'Home'], ['/menu', 'Menu'], ['/photos', 'Photos']])}`;
  const biz = (inner: string) => `<div itemscope itemtype="http://schema.org/Bakery"><h1 itemprop="name">Corner Crumb Bakery</h1>
<div itemprop="address" itemscope itemtype="http://schema.org/PostalAddress"><span itemprop="streetAddress">1201 E 6th St</span>, <span itemprop="addressLocality">Austin</span>, <span itemprop="addressRegion">TX</span> <span itemprop="postalCode">78702</span></div>
<a itemprop="telephone" href="tel:+15125550143">(512) 555-0143</a> <a itemprop="email" href="mailto:orders@cornercrumb.com">orders@cornercrumb.com</a><meta itemprop="openingHours" content="Mo-Sa 07:00-15:00">${inner}</div>`;
  const review = (who: string, body: string) =>
    `<div itemprop="review" itemscope itemtype="http://schema.org/Review"><span itemprop="author">${who}</span><p itemprop="reviewBody">${body}</p><div itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating"><meta itemprop="ratingValue" content="5"></div></div>`;
  const offer = (name: string, description: string, price: string) =>
    `<div itemprop="makesOffer" itemscope itemtype="http://schema.org/Offer"><div itemprop="itemOffered" itemscope itemtype="http://schema.org/Service"><span itemprop="name">${name}</span><span itemprop="description">${description}</span></div><meta itemprop="price" content="${price}"><meta itemprop="priceCurrency" content="USD"></div>`;
  const img = (id: string, alt: string) => `<img data-src="/p/AF1QipN-${id}=w1600" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="${alt}" width="1600" height="1200">`;
  google.pages = {
    '/': `${head('Corner Crumb Bakery - Bakery in Austin')}${biz(`${review('Luis P.', 'The best kouign-amann in town, still warm at 8am.')}${review('Sam W.', "Ordered a birthday cake with two days' notice and it was perfect.")}${review('Hannah B.', 'Sourdough worth queueing for.')}`)}</body></html>`,
    '/menu': `${head('Menu - Corner Crumb Bakery')}${biz(`${offer('Celebration cakes', 'Layer cakes to order, from 6 to 40 portions.', '38')}${offer('Sourdough loaves', 'Baked every morning.', '8')}${offer('Pastry boxes', 'Six pastries of the day.', '24')}${offer('Wholesale bread', 'Daily bread for cafés and restaurants.', '120')}`)}</body></html>`,
    '/photos': `${head('Photos - Corner Crumb Bakery')}<div class="gallery">${img('crumb-1', 'Sourdough loaves on the counter')}${img('crumb-2', 'Croissants')}${img('crumb-3', 'A birthday cake')}${img('crumb-4', 'The shop front')}</div></body></html>`,
  };
}

export const BUILDER_SITES: BuilderSite[] = [wix, squarespace, wordpress, godaddy, google];

/** Serves one builder site on a loopback port: its pages, and a small real JPEG for any image address on it. */
export async function serveBuilderSite(site: BuilderSite): Promise<{ base: string; close(): void }> {
  // A different picture for each image address, so none is taken for another's duplicate.
  const photos = new Map<string, Promise<Buffer>>();
  let base = '';
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const page = site.pages[path];
    if (page) return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.replaceAll('//HOST', base.replace('http:', '')));
    if (/\.jpg|=w\d+$/.test(path)) {
      if (!photos.has(path)) photos.set(path, makePhoto(photos.size + 1, 480, 360));
      const photo = await photos.get(path)!;
      return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    }
    return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
