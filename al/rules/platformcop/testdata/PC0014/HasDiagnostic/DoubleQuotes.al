codeunit 50140 "Order Json Reader"
{
    procedure Read(Order: JsonObject; Lines: JsonArray; Root: JsonToken)
    var
        Found: JsonToken;
        All: List of [JsonToken];
    begin
        Order.SelectToken([='$.lines[?(@.type == "item")].no'=], Found);
        Lines.SelectTokens([='$[?(@.status == "open")]'=], All);
        if Root.SelectToken([='$.customer["name"]'=], Found) then;
        Root.SelectTokens([='$..[?(@.kind == "a" || @.kind == "b")]'=], All);
    end;
}
