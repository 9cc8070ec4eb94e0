codeunit 50140 "PC0008 Mixed"
{
    procedure Run(SearchText: Text; Other: Text)
    var
        Cust: Record Customer;
        Ref: RecordRef;
        Fld: FieldRef;
    begin
        Cust.SetFilter(Name, [='*%1*'=], SearchText);
        Cust.SETFILTER(Name, [='@%1'=], SearchText);
        Cust.SetFilter("Search Name", [='%1?'=], SearchText);
        Cust.SetFilter(Name, [='%1*|%2*'=], SearchText, Other);
        Fld := Ref.Field(2);
        Fld.SetFilter([='*%1'=], SearchText);
        Cust.SetFilter(Name, [='*%1'=]);
    end;
}
