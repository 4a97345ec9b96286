// Added by reports_tests.sh to a copy of a report page (under the page's own
// nonce): writes what chromium drew, for reports_check.py's dom-fit.
(function () {
  var holder = document.querySelector('#matrix').parentNode;
  var out = document.createElement('pre');
  out.id = 'seabi-fit';
  out.textContent = JSON.stringify({
    viewport: window.innerWidth,
    page_scroll: document.documentElement.scrollWidth,
    matrix_scroll: holder.scrollWidth,
    matrix_client: holder.clientWidth,
    sections: Array.prototype.map.call(document.querySelectorAll('#matrix th.sec'), function (t) {
      var r = t.getBoundingClientRect();
      return {name: t.getAttribute('data-section'), left: r.left, right: r.right, visible: !t.hidden && r.width > 0};
    }),
    causes: Array.prototype.map.call(document.querySelectorAll('#cores td.cause span'), function (e) {
      return {scroll_height: e.scrollHeight, client_height: e.clientHeight};
    })
  });
  document.body.appendChild(out);
})();
