/// <summary>
/// Documentation of the namespace.
/// </summary>
namespace Alfix.Demo.Only;
