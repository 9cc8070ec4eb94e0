codeunit 50330 "Names For Machines"
{
    procedure Log(var Customer: Record Customer)
    var
        Json: JsonObject;
        Dimensions: Dictionary of [Text, Text];
        NotFoundErr: Label '%1 %2 was not found.', Comment = '%1 = table, %2 = number';
    begin
        Json.Add(Customer.FieldName(Name), Customer.Name);
        Dimensions.Add('Table', Customer.TableName());
        Session.LogMessage('0001', Customer.TableName(), Verbosity::Normal, DataClassification::SystemMetadata, TelemetryScope::ExtensionPublisher, Dimensions);
        // Error(NotFoundErr, Customer.TableName(), Customer."No.");
        Error(NotFoundErr, Customer.TableCaption(), Customer."No.");
    end;
}
