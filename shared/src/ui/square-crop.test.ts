import { centredCrop, cropSquare, dragCrop, fitCrop, MAX_ZOOM, zoomCrop } from './square-crop';

const landscape = { width: 400, height: 300 };

describe('given a square crop of a 400×300 picture', () => {
  it('keeps the largest centred square when nothing is adjusted', () => {
    expect(cropSquare(landscape, centredCrop(landscape))).toEqual({ sx: 50, sy: 0, side: 300 });
  });

  it('keeps half the side at zoom 2, around the same centre', () => {
    expect(cropSquare(landscape, zoomCrop(landscape, centredCrop(landscape), 2))).toEqual({
      sx: 125,
      sy: 75,
      side: 150,
    });
  });

  it('never zooms out past the picture nor in past the closest zoom', () => {
    expect(fitCrop(landscape, { zoom: 0.2, x: 200, y: 150 }).zoom).toBe(1);
    expect(fitCrop(landscape, { zoom: 99, x: 200, y: 150 }).zoom).toBe(MAX_ZOOM);
  });

  it('keeps the whole square on the picture, however far it is moved', () => {
    expect(cropSquare(landscape, { zoom: 1, x: -1000, y: 5000 })).toEqual({ sx: 0, sy: 0, side: 300 });
    expect(cropSquare(landscape, { zoom: 2, x: 5000, y: 5000 })).toEqual({ sx: 250, sy: 150, side: 150 });
  });

  it('moves the kept square against the drag, in picture pixels', () => {
    // At zoom 2 the 150 px square fills a 300 px stage: a 30 px drag to the right is 15 picture px.
    const crop = zoomCrop(landscape, centredCrop(landscape), 2);
    expect(dragCrop(landscape, crop, 30, -20, 300)).toEqual({ zoom: 2, x: 185, y: 160 });
  });
});
