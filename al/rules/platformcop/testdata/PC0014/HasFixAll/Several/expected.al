codeunit 50143 "Contact Json Reader"
{
    procedure Read(Contact: JsonObject)
    var
        Found: JsonToken;
        All: List of [JsonToken];
    begin
        Contact.SelectToken('$.phones[?(@.kind == ''mobile'')].number', Found);
        Contact.SelectTokens('$.mails[?(@.kind == ''work'' && @.main == ''yes'')]', All);
    end;
}
