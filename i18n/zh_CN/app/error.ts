import type en from '../../en/app/error';

export default {
  server: '服务器错误：%{msg} code=%{code}',
  network: '无法连接服务器，请检查网络后重试；已填写的内容会保留。',
  stale: '%{name} 于 %{at} 修改了此记录（在您打开之后），本次未保存。请重新加载后查看。',
  still_used: '无法删除：仍有 %{list} 引用此记录，请先修改或删除它们。',
  list_separator: '、',
  validation: '部分字段需要修改',
  validation_details: '部分字段需要修改：%{details}',
  not_found_title: '页面不存在',
  not_found_text: '您访问的页面不存在或已被移动。',
  not_authorized_title: '无权访问',
  not_authorized_text: '您的账号无权打开“%{name}”，请联系管理员开通权限。',
  not_authorized_text_unnamed: '您的账号无权打开此页面，请联系管理员开通权限。',
  back_home: '返回首页',
  screen_failed: '此页面显示失败。',
  retry: '重试',
  chunk_load: '应用的部分内容加载失败，请检查网络后重新加载。',
} satisfies Record<keyof typeof en, string>;
