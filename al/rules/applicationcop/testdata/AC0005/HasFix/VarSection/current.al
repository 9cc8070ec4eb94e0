codeunit 50345 "Switch Language Var"
{
    trigger OnRun()
    var
        Customer: Record Customer;
        LanguageId: Integer;
    begin
        LanguageId := 1031;
        [=System.GlobalLanguage(LanguageId)=];
    end;
}
