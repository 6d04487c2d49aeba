// Copy buttons: <button class="copy" data-copy="ID"> copies the text of #ID.
// Loaded as a file because the Content-Security-Policy allows no inline script.
document.addEventListener("click", function (ev) {
  var b = ev.target.closest("button.copy");
  if (!b) return;
  var el = document.getElementById(b.dataset.copy);
  if (!el || !navigator.clipboard) return;
  navigator.clipboard.writeText(el.textContent.trim()).then(function () { b.textContent = "Copied"; });
});
