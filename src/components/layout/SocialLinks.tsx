import type { SocialLinkData } from '../../content-model/content-data.js';
import { enumValue, socialNetworks, type SocialNetwork } from '../../content-model/model/field-enums.js';
import { Icon } from '../icons/Icon.js';
import { ExternalLink } from '../links/ExternalLink.js';
import { useSite, useT } from '../site-context.js';

/** Names of the networks: trademarks, the same in both languages. */
const networkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  x: 'X',
  youtube: 'YouTube',
};

/** The firm's social accounts (`layout.socialLinks`), as icon links named "{firm} on {network}". */
export function SocialLinks({ links }: { links: readonly SocialLinkData[] }) {
  const { site } = useSite();
  const t = useT();
  return (
    <ul className="social-links">
      {links.map((social) => {
        const network = enumValue(socialNetworks, social.network);
        return network ? (
          <li key={social.id}>
            <ExternalLink href={social.url} className="social-link" icon={false}>
              <Icon group="socials" name={network} />
              <span className="visually-hidden">
                {t('footer.socialLink', { siteName: site.siteName, network: networkNames[network] })}
              </span>
            </ExternalLink>
          </li>
        ) : null;
      })}
    </ul>
  );
}
