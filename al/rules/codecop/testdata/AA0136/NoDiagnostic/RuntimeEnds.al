codeunit 50196 "Runtime Ends"
{
    procedure Ends(var Customer: Record Customer)
    begin
        Customer.FieldError(Name);
        Customer.Init();
        Customer.TestField(Name);
        Customer.Insert();
        AlwaysFails();
        Customer.Modify();
    end;

    procedure AlwaysFails()
    begin
        Error('never returns');
    end;
}
