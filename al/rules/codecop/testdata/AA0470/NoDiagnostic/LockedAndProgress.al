codeunit 50334 "Labels Without Comments"
{
    var
        UrlTok: Label 'https://contoso.com/%1', Locked = true;
        ProgressTxt: Label 'Processing @1@@@@@@@@';
        PercentTxt: Label '100% done';
        PlainMsg: Label 'Nothing to explain.';

    procedure Show()
    begin
    end;
}
