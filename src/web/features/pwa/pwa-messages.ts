/** The installable app's texts (the offline page, public/offline.html, carries its own). */
export const pwaMessages = {
  updateReady: 'Versiune nouă a aplicației.',
  updateReload: 'Reîncarcă',
  updateReloading: 'Se reîncarcă…',
};
