codeunit 50347 "Assign Language"
{
    procedure Switch(Id: Integer)
    var
        TranslationHelper: Codeunit "Translation Helper";
    begin
        if Id <> 0 then
            TranslationHelper.SetGlobalLanguageById(Id);
    end;
}
