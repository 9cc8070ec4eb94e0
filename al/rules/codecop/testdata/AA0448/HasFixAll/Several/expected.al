codeunit 50452 "AA0448 Fix All"
{
    procedure Run(Cust: Record Customer)
    var
        MissingErr: Label '%1 of %2 is missing.', Comment = '%1 = field, %2 = table';
    begin
        Error(MissingErr, Cust.FieldCaption(Name), Cust.TableCaption());
    end;
}
