codeunit 50344 "Switch Language"
{
    procedure Switch(LanguageId: Integer)
    var
        TranslationHelper: Codeunit "Translation Helper";
    begin
        // the report is printed in the customer's language
        TranslationHelper.SetGlobalLanguageById(LanguageId); // not restored here
    end;
}
