codeunit 50349 "Switch Twice"
{
    procedure Switch(Id: Integer)
    var
        TranslationHelper: Codeunit "Translation Helper";
    begin
        TranslationHelper.SetGlobalLanguageById(Id);
        TranslationHelper.SetGlobalLanguageToDefault();
    end;

    procedure Other(Id: Integer)
    var
        TranslationHelper: Codeunit "Translation Helper";
    begin
        TranslationHelper.SetGlobalLanguageById(Id);
    end;
}
