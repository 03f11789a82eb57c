import sharp from 'sharp';

/**
 * A JPEG as phones write them: EXIF with the camera and a GPS position (which uploads must strip),
 * optionally an orientation tag.
 */
export async function phonePhoto(
  width = 400,
  height = 300,
  opts: { orientation?: number; quality?: number; background?: { r: number; g: number; b: number } } = {},
): Promise<Buffer> {
  const { orientation, quality, background = { r: 200, g: 80, b: 20 } } = opts;
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg(quality ? { quality } : {})
    .withMetadata(orientation ? { orientation } : {})
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 49/1 0/1' },
    })
    .toBuffer();
}

/** An upload's body and headers: one file in the multipart field `file`, as browsers send it. */
export function multipart(file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = '----testboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
