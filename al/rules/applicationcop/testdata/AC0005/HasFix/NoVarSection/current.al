codeunit 50344 "Switch Language"
{
    procedure Switch(LanguageId: Integer)
    begin
        // the report is printed in the customer's language
        [=GlobalLanguage(LanguageId)=]; // not restored here
    end;
}
