codeunit 50348 "Switch With Helper"
{
    var
        TranslationHelper: Codeunit "Translation Helper";

    procedure Switch(Id: Integer)
    begin
        TranslationHelper.SetGlobalLanguageById(Id);
        TranslationHelper.RestoreGlobalLanguage();
    end;
}
