/**
 * jsdom lays nothing out (every box is 0×0), so the inbox's virtualised history would show no row.
 * For the tests of the file that calls this, boxes get a size, as a browser would give them;
 * Chromium runs the real layout in the e2e suite.
 * @example giveBoxesASize(); // at the top of a test file that renders the history
 */
export function giveBoxesASize(): void {
  beforeAll(() => {
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue(DOMRect.fromRect({ width: 600, height: 80 }));
    jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
    jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(600);
    jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(600);
    jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(600);
  });
  afterAll(() => jest.restoreAllMocks());
}
