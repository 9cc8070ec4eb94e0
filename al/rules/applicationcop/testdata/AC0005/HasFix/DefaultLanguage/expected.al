codeunit 50346 "Reset Language"
{
    procedure Reset()
    var
        TranslationHelper: Codeunit "Translation Helper";
    begin
        TranslationHelper.SetGlobalLanguageToDefault();
    end;
}
