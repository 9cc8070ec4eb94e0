codeunit 50299 "Numbers That Are Not Phones"
{
    var
        VersionTok: Label '26.0.12345.0', Locked = true;
        DateTxt: Label '2025-01-31';
        AmountTxt: Label '1,234,567.89';
        RangeTxt: Label '10000..20000';
        UrlTxt: Label 'https://contoso.com/help', Locked = true;

    procedure Show()
    begin
        // support@contoso.com in a code comment is not a caption
        Message('Call +1 425 555 0100');
    end;
}
