/** "Copy" buttons on code blocks. */
export function setupCodeCopy(): void {
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.code-block__copy');
    const code = button?.parentElement?.querySelector('pre');
    if (!button || !code) return;
    void navigator.clipboard?.writeText(code.innerText).then(() => {
      button.textContent = 'Copied';
      window.setTimeout(() => (button.textContent = 'Copy'), 1500);
    });
  });
}
