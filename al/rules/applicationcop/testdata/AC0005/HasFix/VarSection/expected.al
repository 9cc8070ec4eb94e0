codeunit 50345 "Switch Language Var"
{
    trigger OnRun()
    var
        Customer: Record Customer;
        LanguageId: Integer;
        TranslationHelper: Codeunit "Translation Helper";
    begin
        LanguageId := 1031;
        TranslationHelper.SetGlobalLanguageById(LanguageId);
    end;
}
