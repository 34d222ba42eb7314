/** The installable app's texts (the offline page, public/offline.html, carries its own). */
export const pwaMessages = {
  /** With the button, the banner reads "Versiune nouă, reîncarcă". */
  updateReady: 'Versiune nouă,',
  updateReload: 'reîncarcă',
  updateReloading: 'Se reîncarcă…',
};
