import {
  GraphQLEnumType,
  GraphQLError,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
} from 'graphql';
import { parseRect } from './imgix-geometry.js';
import type { ImgixParams } from './imgix-url.js';
import { BooleanType, FloatType, IntType } from './scalars.js';

function enumType(name: string, values: readonly string[]): GraphQLEnumType {
  return new GraphQLEnumType({ name, values: Object.fromEntries(values.map((value) => [value, { value }])) });
}

const list = (type: GraphQLEnumType): GraphQLList<GraphQLNonNull<GraphQLEnumType>> =>
  new GraphQLList(new GraphQLNonNull(type));

/**
 * The parameters whose effect the content service computes (output size, crop, focal point, thumbnails, URL) and the
 * image pipeline renders. Any other documented parameter is refused with a GraphQL error rather than ignored.
 */
const SUPPORTED: Readonly<Record<string, GraphQLInputType>> = {
  ar: GraphQLString,
  auto: list(enumType('ImgixParamsAuto', ['enhance', 'format', 'redeye', 'compress'])),
  blur: IntType,
  crop: list(
    enumType('ImgixParamsCrop', ['top', 'bottom', 'left', 'right', 'faces', 'entropy', 'edges', 'focalpoint']),
  ),
  dpr: FloatType,
  fit: enumType('ImgixParamsFit', ['clamp', 'clip', 'crop', 'facearea', 'fill', 'fillmax', 'max', 'min', 'scale']),
  fm: enumType('ImgixParamsFm', [
    'gif',
    'jpg',
    'jp2',
    'json',
    'jxr',
    'pjpg',
    'mp4',
    'png',
    'png8',
    'png32',
    'webp',
    'webm',
    'blurhash',
    'avif',
  ]),
  fpX: FloatType,
  fpY: FloatType,
  fpZ: FloatType,
  h: FloatType,
  maxH: IntType,
  maxW: IntType,
  minH: IntType,
  minW: IntType,
  q: IntType,
  rect: GraphQLString,
  skipDefaultOptimizations: BooleanType,
  w: FloatType,
};

const align = ['top', 'middle', 'bottom', 'left', 'center', 'right'];

/**
 * The rest of DatoCMS's ImgixParams, so that any query written for DatoCMS validates here; the enum values of the
 * less common ones follow imgix's documentation (docs/reference/content-files.md).
 */
const UNSUPPORTED: Readonly<Record<string, GraphQLInputType>> = {
  bg: GraphQLString,
  bgRemove: BooleanType,
  bgRemoveFallback: BooleanType,
  bgRemoveFgType: list(enumType('ImgixParamsBgRemoveFgType', ['auto', 'car'])),
  bgRemoveSemiTransparency: BooleanType,
  bgReplace: GraphQLString,
  bgReplaceFallback: BooleanType,
  bgReplaceNegPrompt: GraphQLString,
  blend: GraphQLString,
  blendAlign: list(enumType('ImgixParamsBlendAlign', align)),
  blendAlpha: IntType,
  blendColor: GraphQLString,
  blendCrop: list(enumType('ImgixParamsBlendCrop', ['top', 'bottom', 'left', 'right', 'faces'])),
  blendFit: enumType('ImgixParamsBlendFit', ['clamp', 'clip', 'crop', 'scale', 'max']),
  blendH: FloatType,
  blendMode: enumType('ImgixParamsBlendMode', [
    'color',
    'burn',
    'dodge',
    'darken',
    'difference',
    'exclusion',
    'hardlight',
    'hue',
    'lighten',
    'luminosity',
    'multiply',
    'overlay',
    'saturation',
    'screen',
    'softlight',
    'normal',
  ]),
  blendPad: IntType,
  blendSize: enumType('ImgixParamsBlendSize', ['inherit']),
  blendW: FloatType,
  blendX: IntType,
  blendY: IntType,
  border: GraphQLString,
  borderBottom: IntType,
  borderLeft: IntType,
  borderRadius: GraphQLString,
  borderRadiusInner: GraphQLString,
  borderRight: IntType,
  borderTop: IntType,
  bri: IntType,
  ch: list(enumType('ImgixParamsCh', ['width', 'dpr', 'saveData'])),
  chromasub: IntType,
  colorquant: IntType,
  colors: IntType,
  con: IntType,
  cornerRadius: GraphQLString,
  cs: enumType('ImgixParamsCs', ['srgb', 'adobergb1998', 'tinysrgb', 'strip']),
  dl: GraphQLString,
  dpi: IntType,
  duotone: GraphQLString,
  duotoneAlpha: IntType,
  exp: IntType,
  expires: IntType,
  faceBlur: IntType,
  facePixel: IntType,
  faceindex: IntType,
  facepad: FloatType,
  faces: IntType,
  fill: enumType('ImgixParamsFill', ['solid', 'blur', 'gen', 'gradient']),
  fillColor: GraphQLString,
  fillGenFallback: BooleanType,
  fillGenNegPrompt: GraphQLString,
  fillGenPos: list(enumType('ImgixParamsFillGenPos', align)),
  fillGenPrompt: GraphQLString,
  fillGenSeed: IntType,
  fillGradientCs: enumType('ImgixParamsFillGradientCs', ['linear', 'srgb', 'oklab', 'hsl', 'lch']),
  fillGradientLinear: GraphQLString,
  fillGradientLinearDirection: list(
    enumType('ImgixParamsFillGradientLinearDirection', ['bottom', 'top', 'right', 'left']),
  ),
  fillGradientRadial: GraphQLString,
  fillGradientRadialRadius: GraphQLString,
  fillGradientRadialX: FloatType,
  fillGradientRadialY: FloatType,
  fillGradientType: enumType('ImgixParamsFillGradientType', ['linear', 'radial']),
  flip: enumType('ImgixParamsFlip', ['h', 'v', 'hv']),
  fpDebug: BooleanType,
  fps: IntType,
  frame: GraphQLString,
  gam: IntType,
  gifQ: IntType,
  gridColors: GraphQLString,
  gridSize: IntType,
  high: IntType,
  htn: IntType,
  hue: IntType,
  interval: IntType,
  invert: BooleanType,
  iptc: enumType('ImgixParamsIptc', ['allow', 'block']),
  jpgProgressive: BooleanType,
  loop: IntType,
  lossless: BooleanType,
  lpBlur: IntType,
  mark: GraphQLString,
  markAlign: list(enumType('ImgixParamsMarkAlign', align)),
  markAlpha: IntType,
  markBase: GraphQLString,
  markFit: enumType('ImgixParamsMarkFit', ['clip', 'crop', 'fill', 'max', 'scale']),
  markH: FloatType,
  markIfMinHeight: IntType,
  markIfMinWidth: IntType,
  markPad: IntType,
  markRot: FloatType,
  markScale: IntType,
  markTile: enumType('ImgixParamsMarkTile', ['grid']),
  markW: FloatType,
  markX: IntType,
  markY: IntType,
  mask: GraphQLString,
  maskBg: GraphQLString,
  monochrome: GraphQLString,
  nr: IntType,
  nrs: IntType,
  objectRemovalNegativePrompt: GraphQLString,
  objectRemovalPrompt: GraphQLString,
  objectRemovalRect: GraphQLString,
  objectRemovalSeed: IntType,
  orient: IntType,
  pad: IntType,
  padBottom: IntType,
  padLeft: IntType,
  padRight: IntType,
  padTop: IntType,
  page: IntType,
  palette: enumType('ImgixParamsPalette', ['css', 'json']),
  pdfAnnotation: BooleanType,
  prefix: GraphQLString,
  px: IntType,
  rasterizeBypass: BooleanType,
  reverse: BooleanType,
  rot: FloatType,
  rotType: enumType('ImgixParamsRotType', ['pivot', 'straighten']),
  sat: IntType,
  sepia: IntType,
  shad: FloatType,
  sharp: FloatType,
  skip: IntType,
  svgSanitize: BooleanType,
  transparency: enumType('ImgixParamsTransparency', ['grid']),
  trim: enumType('ImgixParamsTrim', ['auto', 'color', 'alpha']),
  trimAlpha: FloatType,
  trimColor: GraphQLString,
  trimMd: FloatType,
  trimPad: IntType,
  trimSd: FloatType,
  trimTol: FloatType,
  txt: GraphQLString,
  txtAlign: list(enumType('ImgixParamsTxtAlign', align)),
  txtClip: list(enumType('ImgixParamsTxtClip', ['start', 'middle', 'end', 'ellipsis'])),
  txtColor: GraphQLString,
  txtFit: enumType('ImgixParamsTxtFit', ['max']),
  txtFont: GraphQLString,
  txtLead: IntType,
  txtLig: IntType,
  txtLine: IntType,
  txtLineColor: GraphQLString,
  txtPad: IntType,
  txtShad: FloatType,
  txtSize: IntType,
  txtTrack: IntType,
  txtWidth: IntType,
  txtX: IntType,
  txtY: IntType,
  usm: IntType,
  usmrad: FloatType,
  vib: IntType,
};

/** DatoCMS's ImgixParams input, every documented parameter (see imgix-url.ts for the URL form). */
export const ImgixParamsInput = new GraphQLInputObjectType({
  name: 'ImgixParams',
  fields: () => {
    const fields: GraphQLInputFieldConfigMap = {};
    for (const name of Object.keys({ ...SUPPORTED, ...UNSUPPORTED }).sort()) {
      const supported = Object.hasOwn(SUPPORTED, name);
      const type = supported ? SUPPORTED[name] : UNSUPPORTED[name];
      if (!type) continue;
      fields[name] = {
        type,
        ...(!supported && { description: 'Refused by the embedded content service (it cannot render it)' }),
      };
    }
    return fields;
  },
});

/** The params as given, or a GraphQL error naming each one the service cannot render (or a `rect` it cannot read). */
export function supportedImgixParams(params: Readonly<Record<string, unknown>> | null | undefined): ImgixParams {
  const given = Object.entries(params ?? {}).filter(([, value]) => value !== null && value !== undefined);
  const refused = given.map(([name]) => name).filter((name) => !Object.hasOwn(SUPPORTED, name));
  if (refused.length > 0) {
    throw new GraphQLError(
      `imgixParams ${refused.join(', ')}: not supported by the embedded content service, which renders only ${Object.keys(SUPPORTED).join(', ')}`,
    );
  }
  const supported = Object.fromEntries(given) as ImgixParams;
  if (supported.rect != null) parseRect(supported.rect);
  return supported;
}
