codeunit 50141 "Invoice Json Reader"
{
    procedure Read(Invoice: JsonObject; Path: Text)
    var
        Found: JsonToken;
        Value: Text;
    begin
        Invoice.SelectToken('$.lines[?(@.type == ''item'')].no', Found);
        Invoice.SelectToken('$.total', Found);
        Invoice.SelectToken(Path, Found);
        Invoice.Get('say "hi"', Found);
        Value := '"quoted"';
        Invoice.Add('note', Value);
    end;
}
