import { SimpleDetailPage, type SimpleDetailData } from '../../src/components/templates/SimpleDetailPage.js';

export default function Page({ data }: { data: SimpleDetailData }) {
  return <SimpleDetailPage data={data} />;
}
